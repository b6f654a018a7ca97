import { SCREENS } from './screens';

/**
 * Route ownership. The shell activates each remote on these prefixes;
 * each remote's own route table (src/routes.tsx) matches the full paths.
 * A remote can add screens under its prefixes without a shell rebuild.
 */
export const REMOTE_NAMES = ['mf-denuncias', 'mf-acolhimento', 'mf-autodiagnostico', 'mf-relatorios', 'mf-painel'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export const REMOTE_ROUTE_PREFIXES: Record<RemoteName, readonly string[]> = {
  'mf-painel': ['/admin/painel'],
  'mf-denuncias': [
    '/admin/denuncias',
    '/admin/denuncias-arquivadas',
    '/admin/historico',
    '/admin/operacoes',
    '/admin/equipes',
    '/admin/questionario',
    '/admin/indicadores',
  ],
  'mf-acolhimento': [
    '/admin/cadastros',
    '/admin/encaminhamentos',
    '/admin/forwardings',
    '/admin/tipos-encaminhamento',
    '/admin/tipos-encaminhamentos',
    '/admin/estadias',
    '/admin/empregadores',
    '/admin/vagas',
    '/admin/monitoramentos',
    '/admin/voluntarios',
    '/admin/valuntarios',
    '/admin/cursos',
    '/admin/configuracoes',
  ],
  'mf-autodiagnostico': ['/admin/autodiagnostico', '/admin/plano-de-acao', '/admin/status'],
  'mf-relatorios': ['/admin/relatorios'],
};

/** Paths reachable without login: the self-diagnosis, the complaint wizard and its follow-up. */
export const PUBLIC_ADMIN_PREFIXES: readonly string[] = [
  '/admin/autodiagnostico',
  '/admin/plano-de-acao',
  '/admin/status',
  SCREENS.complaints.create,
  SCREENS.complaints.followUp,
];

export function matchesPrefix(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(prefix + '/');
}

export function remoteForPath(pathname: string): RemoteName | undefined {
  return REMOTE_NAMES.find((r) => REMOTE_ROUTE_PREFIXES[r].some((p) => matchesPrefix(pathname, p)));
}

export function isPublicPath(pathname: string): boolean {
  if (pathname === SCREENS.home || pathname === SCREENS.login) return true;
  return PUBLIC_ADMIN_PREFIXES.some((p) => matchesPrefix(pathname, p));
}
