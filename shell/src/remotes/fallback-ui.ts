// What the remote fallback draws with (antd through @sisacte/ui): a chunk of its own, loaded only when a remote fails.
export { AppProviders, REMOTE_LABELS, RemoteFallback } from '@sisacte/ui';
