import { questionsById } from '@sisacte/contracts/denuncias/question-visibility';
import { type EditorCategory, type Question, type QuestionCategory } from '@sisacte/contracts/denuncias/questions';
import type { ContentLanguage } from '@sisacte/contracts/denuncias/questions-translations';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../../db/client';
import type { ChannelListener } from '../../../lib/channel-listener';
import { localizeQuestionnaire } from './localize';
import { activeIndicatorWeights, loadQuestionnaire, readQuestionnaireVersion } from './repository';

/** The live questionnaire as one version of it, with what checking a complaint against it needs. */
export interface LiveQuestionnaire {
  /** `questionnaire_version` when it was read (migration 0008). */
  version: bigint;
  /** In Portuguese, as the public form shows it (what complaints are checked against). */
  categories: QuestionCategory[];
  /** With every translation (the editor). */
  editor: EditorCategory[];
  /** The public questionnaire in a language (made once per language and version). */
  inLanguage(language: ContentLanguage): QuestionCategory[];
  byId: Map<number, Question>;
  /** The questions by id in a language, as the public form shows them there (made once per language and version). */
  byIdIn(language: ContentLanguage): ReadonlyMap<number, Question>;
  /** Weight of each active indicator. */
  weights: Map<number, number>;
  /** Indicator ids linked to each active option (active or not). */
  indicatorsOfOption: Map<number, number[]>;
}

/**
 * The live questionnaire kept in memory. Every write to its tables bumps `questionnaire_version`
 * in the writing transaction (triggers of migration 0008), whichever instance or script makes it;
 * a caller reads the version (with a query it makes anyway) and `at` answers from memory while it
 * has not changed, and otherwise loads the questionnaire once for all the requests that wait on it.
 *
 * The version is read before the questionnaire, so a questionnaire loaded under version v is never
 * older than v (a write committed in between only makes the next request reload it again).
 *
 * While this instance hears QUESTIONNAIRE_NOTIFY_CHANNEL (every change of the version is NOTIFYed at
 * its commit, migration 0036), `current` answers from memory without reading the version, for at most
 * `trustMs` (QUESTIONNAIRE_CACHE_SECONDS) after it last read it (should a NOTIFY ever be missed while connected); a
 * NOTIFY, a lost or regained connection and this instance's own writes (`changed`) make the next
 * request read it again.
 */
export interface QuestionnaireCache {
  at(db: DbOrTx, version: bigint): Promise<LiveQuestionnaire>;
  /** The questionnaire as it is now: from memory while trusted (see above), otherwise reads the version (one primary-key lookup), then as `at`. */
  current(db: DbOrTx): Promise<LiveQuestionnaire>;
  /** Always reads the version first, then as `at`: for the staff's editor and checks, which must see the last commit. */
  latest(db: DbOrTx): Promise<LiveQuestionnaire>;
  /** The newest questionnaire in memory, if any, without asking the database (its version says which one it is). */
  peek(): LiveQuestionnaire | null;
  /** This instance wrote to the questionnaire: the next `current` reads the version (a NOTIFY may still be on its way). */
  changed(): void;
}

/** The channel of the version's changes (migration 0036). */
export const QUESTIONNAIRE_NOTIFY_CHANNEL = 'sisacte_questionnaire';
/** How long a version read stays trusted by default while the channel is heard and says nothing. */
export const QUESTIONNAIRE_TRUST_MS = 30_000;

export interface QuestionnaireCacheOptions {
  /** How long a version read stays trusted (default QUESTIONNAIRE_TRUST_MS); 0: the version is read on every request. */
  trustMs?: number;
  /** A monotonic clock in milliseconds. */
  now?: () => number;
}

/** The indicators of the chosen options (active ones, each once, by id) and the IRTE score: the sum of their weights. */
export function scoreOf(live: LiveQuestionnaire, optionIds: readonly number[]): { indicatorIds: number[]; score: number } {
  const ids = new Set<number>();
  for (const optionId of optionIds) for (const id of live.indicatorsOfOption.get(optionId) ?? []) if (live.weights.has(id)) ids.add(id);
  const indicatorIds = [...ids].sort((a, b) => a - b);
  return { indicatorIds, score: indicatorIds.reduce((sum, id) => sum + live.weights.get(id)!, 0) };
}

async function load(db: DbOrTx, version: bigint): Promise<LiveQuestionnaire> {
  const editor = await loadQuestionnaire(db);
  const languages = new Map<ContentLanguage, QuestionCategory[]>();
  const inLanguage = (language: ContentLanguage) => {
    let localized = languages.get(language);
    if (!localized) languages.set(language, (localized = localizeQuestionnaire(editor, language)));
    return localized;
  };
  const categories = inLanguage('pt');
  const weights = await activeIndicatorWeights(db);
  const byId = questionsById(categories);
  const byLanguage = new Map<ContentLanguage, ReadonlyMap<number, Question>>([['pt', byId]]);
  const byIdIn = (language: ContentLanguage) => {
    let localized = byLanguage.get(language);
    if (!localized) byLanguage.set(language, (localized = questionsById(inLanguage(language))));
    return localized;
  };
  const indicatorsOfOption = new Map<number, number[]>();
  for (const q of byId.values()) {
    for (const o of q.opcoes) {
      indicatorsOfOption.set(
        o.id,
        o.indicadores.map((i) => i.id),
      );
    }
  }
  return { version, categories, editor, inLanguage, byId, byIdIn, weights, indicatorsOfOption };
}

/**
 * In a plugin whose routes write to the questionnaire's tables: after each of its writes, `changed`
 * (before the answer leaves, so this instance's next request never sees the questionnaire before it).
 */
export function doubtAfterWrites(app: FastifyInstance, questionnaire: QuestionnaireCache): void {
  app.addHook('onSend', async (request, _reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') questionnaire.changed();
    return payload;
  });
}

export function createQuestionnaireCache(
  listener: ChannelListener | null = null,
  { trustMs = QUESTIONNAIRE_TRUST_MS, now = () => performance.now() }: QuestionnaireCacheOptions = {},
): QuestionnaireCache {
  let cached: LiveQuestionnaire | null = null;
  // When `cached` was last confirmed current (null: read the version first); `generation` counts the
  // events that void a confirmation, so a read that raced one of them confirms nothing.
  let confirmedAt: number | null = null;
  let generation = 0;
  const doubt = () => {
    confirmedAt = null;
    generation += 1;
  };
  listener?.on(QUESTIONNAIRE_NOTIFY_CHANNEL, { notification: doubt, up: doubt, down: doubt });
  let loading: { version: bigint; promise: Promise<LiveQuestionnaire> } | null = null;

  const at = (db: DbOrTx, version: bigint): Promise<LiveQuestionnaire> => {
    if (cached && cached.version >= version) return Promise.resolve(cached);
    if (loading && loading.version >= version) return loading.promise;
    const promise = load(db, version)
      .then((live) => {
        if (!cached || cached.version < live.version) cached = live;
        return live;
      })
      .finally(() => {
        if (loading?.promise === promise) loading = null;
      });
    loading = { version, promise };
    return promise;
  };

  return {
    at,
    async current(db) {
      if (cached && confirmedAt !== null && listener?.up && now() - confirmedAt < trustMs) return cached;
      const before = generation;
      const readAt = now();
      const live = await at(db, await readQuestionnaireVersion(db));
      if (before === generation && live === cached) confirmedAt = readAt;
      return live;
    },
    latest: async (db) => at(db, await readQuestionnaireVersion(db)),
    peek: () => cached,
    changed: doubt,
  };
}
