/** Paths of the complaints remote (under /admin) and of its public standalone page. */
export const DENUNCIAS_PATHS = {
  novo: '/admin/denuncias/novo',
  /** Public follow-up inside the shell (in PUBLIC_ADMIN_PREFIXES). */
  acompanhar: '/admin/denuncias/acompanhar',
  questionario: '/admin/questionario/edit',
  indicadores: '/admin/indicadores/list',
  indicadorNovo: '/admin/indicadores/novo',
  indicadorEdit: (id: number | string) => `/admin/indicadores/edit/${id}`,
} as const;

/** The public standalone page (public.html), served by the API at /denunciar. */
export const PUBLIC_PATHS = {
  denunciar: '/denunciar',
  acompanhar: '/denunciar/acompanhar',
} as const;
