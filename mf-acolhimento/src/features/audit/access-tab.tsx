/** A person's 'Acessos' tab: the one every record's tab uses. */
export { AccessTab } from '@sisacte/ui/trail';
