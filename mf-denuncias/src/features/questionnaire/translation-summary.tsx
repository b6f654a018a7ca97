import { Card, Flex, Progress, Typography } from 'antd';
import { type EditorQuestion, isQuestionTranslated } from '@sisacte/contracts/denuncias/questions';
import { LANGUAGE_OWN_NAMES, TRANSLATION_LANGUAGES, type TranslationLanguage } from '@sisacte/contracts/denuncias/questions-translations';

/** How many of `questions` read wholly in each language (statement, help text and every option). */
export function translatedCounts(questions: readonly EditorQuestion[]): Record<TranslationLanguage, number> {
  return Object.fromEntries(TRANSLATION_LANGUAGES.map((l) => [l, questions.filter((q) => isQuestionTranslated(q, l)).length])) as Record<TranslationLanguage, number>;
}

/** 'Español: 18 de 20 perguntas traduzidas'. */
export function translatedLine(language: TranslationLanguage, done: number, total: number): string {
  return `${LANGUAGE_OWN_NAMES[language]}: ${done} de ${total} ${total === 1 ? 'pergunta traduzida' : 'perguntas traduzidas'}`;
}

/** The languages a question still lacks, by their own names. */
export function missingLanguages(question: EditorQuestion): string[] {
  return TRANSLATION_LANGUAGES.filter((l) => !isQuestionTranslated(question, l)).map((l) => LANGUAGE_OWN_NAMES[l]);
}

/** Per language of the public form, how many questions are translated (a question without translation is shown in Portuguese). */
export function TranslationSummary({ questions }: { questions: readonly EditorQuestion[] }) {
  const counts = translatedCounts(questions);
  return (
    <Card size="small" title="Traduções do formulário público" style={{ marginBottom: 16 }}>
      <Flex vertical gap={4} role="list" aria-label="Perguntas traduzidas por idioma">
        {TRANSLATION_LANGUAGES.map((language) => (
          <Flex key={language} role="listitem" gap={12} align="center" wrap>
            <Typography.Text style={{ minWidth: 280 }}>{translatedLine(language, counts[language], questions.length)}</Typography.Text>
            <Progress
              percent={questions.length ? Math.round((100 * counts[language]) / questions.length) : 100}
              size="small"
              style={{ width: 160, margin: 0 }}
              aria-hidden="true"
              showInfo={false}
            />
          </Flex>
        ))}
      </Flex>
      <Typography.Paragraph style={{ margin: '8px 0 0', color: '#595959' }}>
        Uma pergunta conta como traduzida quando o enunciado, o texto de ajuda (se houver) e todas as opções têm texto no idioma. As que faltam aparecem em português, com a indicação “(em português)”.
      </Typography.Paragraph>
    </Card>
  );
}
