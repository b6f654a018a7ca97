// Async boundary: lets Module Federation negotiate the shared singletons before any of them runs.
void import('./bootstrap');
