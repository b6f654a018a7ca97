// Password strength: one estimator for the server and the staff forms, so the meter's verdict is the
// server's. zxcvbn-ts with its common and Brazilian Portuguese dictionaries, whose feedback is in
// Portuguese. The dictionaries (about 1 MB) load on first use, by dynamic import: a page that never
// sets a password never downloads them. No zod here (the forms that import this need none).

/**
 * The rule: a password is accepted when zxcvbn scores it at least 3 of 4 ("safely unguessable")
 * and it does not contain the owner's username or a part of their name. The 8 to 128 characters
 * of the contracts' password field still apply first.
 */
export const PASSWORD_MIN_SCORE = 3;

/** Whose password it is: their username and name may not be in it, and zxcvbn counts them as guessable. */
export interface PasswordOwner {
  username?: string | null;
  name?: string | null;
  email?: string | null;
}

export type PasswordScore = 0 | 1 | 2 | 3 | 4;

export interface PasswordVerdict {
  /** zxcvbn's score, 0 (guessed at once) to 4 (very unguessable); 0 when it contains the username or name. */
  score: PasswordScore;
  /** True when the rule accepts it. */
  strong: boolean;
  /** How the meter names the score ('Muito fraca' … 'Forte'). */
  label: string;
  /** Why it is refused, in Portuguese, starting with 'Senha fraca: '; null when accepted. */
  message: string | null;
}

export type PasswordEstimator = (password: string, owner?: PasswordOwner) => PasswordVerdict;

export const PASSWORD_SCORE_LABELS: Readonly<Record<PasswordScore, string>> = {
  0: 'Muito fraca',
  1: 'Fraca',
  2: 'Razoável',
  3: 'Boa',
  4: 'Forte',
};

export const PASSWORD_CONTAINS_OWNER_MESSAGE = 'Senha fraca: a senha não pode conter o nome de usuário nem o nome da pessoa.';
const WEAK_FALLBACK = 'é fácil de adivinhar. Use uma frase de algumas palavras pouco comuns.';

/** Lower case without accents, for "contains" checks. */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/**
 * The pieces of the owner's identity a password may not contain: the whole username (3+ characters)
 * and each part of the username, the name and the e-mail's local part with 4+ characters (so that
 * 'Ana' does not forbid 'banana', but 'maria' in 'Maria Souza' forbids 'maria2026').
 */
export function ownerWords(owner: PasswordOwner = {}): string[] {
  const words = new Set<string>();
  const username = fold(owner.username?.trim() ?? '');
  if (username.length >= 3) words.add(username);
  const local = fold(owner.email?.split('@')[0] ?? '');
  for (const part of [username, fold(owner.name ?? ''), local].flatMap((s) => s.split(/[^a-z0-9]+/))) {
    if (part.length >= 4) words.add(part);
  }
  return [...words];
}

/** The first letter in lower case: zxcvbn's sentences follow 'Senha fraca: '. */
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

interface ZxcvbnLike {
  check(password: string, userInputs?: (string | number)[]): { score: number; feedback: { warning: string | null; suggestions: string[] } };
}

/** The estimator over a loaded zxcvbn (exported for the tests; the app uses loadPasswordEstimator). */
export function estimatorOf(zxcvbn: ZxcvbnLike): PasswordEstimator {
  return (password, owner) => {
    const words = ownerWords(owner);
    const folded = fold(password);
    if (words.some((w) => folded.includes(w))) {
      return { score: 0, strong: false, label: PASSWORD_SCORE_LABELS[0], message: PASSWORD_CONTAINS_OWNER_MESSAGE };
    }
    const { score, feedback } = zxcvbn.check(password, words);
    const s = Math.max(0, Math.min(4, score)) as PasswordScore;
    const strong = s >= PASSWORD_MIN_SCORE;
    const why = [feedback.warning, ...feedback.suggestions].filter((t): t is string => !!t?.trim());
    const message = strong ? null : `Senha fraca: ${why.length > 0 ? lowerFirst(why.join(' ')) : WEAK_FALLBACK}`;
    return { score: s, strong, label: PASSWORD_SCORE_LABELS[s], message };
  };
}

/** The three packages the estimator is made of, however they were loaded (dynamic import here, require on the server). */
export interface ZxcvbnModules {
  core: typeof import('@zxcvbn-ts/core');
  common: typeof import('@zxcvbn-ts/language-common');
  ptBr: typeof import('@zxcvbn-ts/language-pt-br');
}

/** The estimator over the loaded packages: the common and Brazilian dictionaries, keyboards, Portuguese feedback. */
export function estimatorFrom({ core, common, ptBr }: ZxcvbnModules): PasswordEstimator {
  return estimatorOf(
    new core.ZxcvbnFactory({
      dictionary: { ...common.dictionary, ...ptBr.dictionary },
      graphs: common.adjacencyGraphs,
      translations: ptBr.translations,
    }),
  );
}

let loading: Promise<PasswordEstimator> | undefined;

/** The estimator, its dictionaries loaded once per page (dynamic import: a chunk of their own). */
export function loadPasswordEstimator(): Promise<PasswordEstimator> {
  loading ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common'), import('@zxcvbn-ts/language-pt-br')])
    .then(([core, common, ptBr]) => estimatorFrom({ core, common, ptBr }))
    .catch((error: unknown) => {
      loading = undefined; // a failed chunk download may be tried again
      throw error;
    });
  return loading;
}
