// What the remote fallback draws with (antd through @sisacte/ui): a chunk of its own, loaded only when a remote fails.
export { AppProviders, RemoteFallback } from '@sisacte/ui';
export { PageLanguageTexts } from '@sisacte/ui/i18n';
