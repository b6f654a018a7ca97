import { errorBodySchema } from '@sisacte/contracts/common/page';

const DESCRIPTIONS: Record<number, string> = {
  400: 'Dados inválidos ou regra de negócio violada',
  401: 'Não autenticado (token ausente, inválido ou expirado)',
  403: 'Acesso negado (perfil insuficiente)',
  404: 'Não encontrado',
  429: 'Muitas tentativas: o cabeçalho Retry-After diz em quantos segundos tentar de novo',
};

/** Response schemas for the error statuses a route can answer, all `{message, messages}`. */
export function errorResponses(...codes: number[]) {
  return Object.fromEntries(codes.map((code) => [code, errorBodySchema.describe(DESCRIPTIONS[code] ?? 'Erro')]));
}

/** OpenAPI security requirement of routes that need the bearer token. */
export const BEARER_SECURITY = [{ bearerAuth: [] }];
