import { Form, Input, Tabs, Tag, Typography } from 'antd';
import { Controller, useWatch, type Control, type FieldErrors } from 'react-hook-form';
import { MAX_AJUDA, MAX_ENUNCIADO, MAX_OPTION_VALOR } from '@sisacte/contracts/denuncias/questions';
import { LANGUAGE_OWN_NAMES, TRANSLATION_LANGUAGES, type TranslationLanguage } from '@sisacte/contracts/denuncias/questions-translations';
import type { QuestionFormValues } from './question-form-values';

interface QuestionTranslationFieldsProps {
  control: Control<QuestionFormValues>;
  errors: FieldErrors<QuestionFormValues>;
  /** Whether the question's options are shown (choice questions). */
  withOptions: boolean;
}

/** Whether the form has every text of the question in `language`: statement, help text (when there is one) and each option. */
export function formTranslated(values: Pick<QuestionFormValues, 'ajuda' | 'opcoes' | 'traducoes'>, language: TranslationLanguage, withOptions: boolean): boolean {
  const texts = values.traducoes[language];
  if (!texts.enunciado.trim()) return false;
  if (values.ajuda.trim() && !texts.ajuda.trim()) return false;
  return !withOptions || values.opcoes.every((o) => !!o.traducoes[language].valor.trim());
}

/**
 * The question in the public form's other languages, one tab per language: each field beside the
 * Portuguese text it translates. A field left blank is shown in Portuguese, marked '(em português)'.
 * Labels say 'Pergunta' and 'Ajuda' (not 'Enunciado', 'Texto de ajuda'), so that each Portuguese
 * field keeps a name of its own.
 */
export function QuestionTranslationFields({ control, errors, withOptions }: QuestionTranslationFieldsProps) {
  const [enunciado, ajuda, opcoes, traducoes] = useWatch({ control, name: ['enunciado', 'ajuda', 'opcoes', 'traducoes'] });
  const values = { ajuda: ajuda ?? '', opcoes: opcoes ?? [], traducoes };
  const inPortuguese = (text: string) => (text.trim() ? `Em português: ${text}` : 'Escreva primeiro o texto em português.');
  return (
    <fieldset style={{ border: '1px solid #f0f0f0', borderRadius: 8, padding: 12, marginBottom: 16 }}>
      <legend style={{ fontSize: 14, width: 'auto', padding: '0 4px', margin: 0, border: 0 }}>Traduções</legend>
      <Typography.Paragraph type="secondary" style={{ color: '#595959' }}>
        O formulário público também aparece em espanhol, inglês, francês e crioulo haitiano. Um texto deixado em branco aparece em português, com a indicação “(em português)”. As respostas são gravadas do mesmo jeito em todos os idiomas.
      </Typography.Paragraph>
      <Tabs
        size="small"
        items={TRANSLATION_LANGUAGES.map((language) => {
          const done = traducoes ? formTranslated(values, language, withOptions) : false;
          const name = LANGUAGE_OWN_NAMES[language];
          const err = errors.traducoes?.[language];
          return {
            key: language,
            label: (
              <span>
                {name}{' '}
                <Tag color={done ? 'green' : 'orange'} style={{ marginInlineEnd: 0 }}>
                  {done ? 'traduzida' : 'falta traduzir'}
                </Tag>
              </span>
            ),
            children: (
              <div>
                <Controller name={`traducoes.${language}.enunciado`} control={control} render={({ field }) => (
                  <Form.Item label={`Pergunta em ${name}`} htmlFor={`q-${language}-enunciado`} validateStatus={err?.enunciado ? 'error' : undefined} help={err?.enunciado?.message}
                    extra={<span lang="pt-BR">{inPortuguese(enunciado ?? '')}</span>}>
                    <Input.TextArea id={`q-${language}-enunciado`} lang={language} {...field} maxLength={MAX_ENUNCIADO} autoSize={{ minRows: 1, maxRows: 6 }} />
                  </Form.Item>
                )} />
                {ajuda?.trim() && (
                  <Controller name={`traducoes.${language}.ajuda`} control={control} render={({ field }) => (
                    <Form.Item label={`Ajuda em ${name}`} htmlFor={`q-${language}-ajuda`} validateStatus={err?.ajuda ? 'error' : undefined} help={err?.ajuda?.message}
                      extra={<span lang="pt-BR">{inPortuguese(ajuda)}</span>}>
                      <Input.TextArea id={`q-${language}-ajuda`} lang={language} {...field} maxLength={MAX_AJUDA} autoSize={{ minRows: 1, maxRows: 4 }} />
                    </Form.Item>
                  )} />
                )}
                {withOptions &&
                  (opcoes ?? []).map((option, index) => (
                    <Controller key={index} name={`opcoes.${index}.traducoes.${language}.valor`} control={control} render={({ field }) => {
                      const optionError = errors.opcoes?.[index]?.traducoes?.[language]?.valor;
                      return (
                        <Form.Item label={`Opção ${index + 1} em ${name}`} htmlFor={`q-${language}-opcao-${index}`} validateStatus={optionError ? 'error' : undefined} help={optionError?.message}
                          extra={<span lang="pt-BR">{inPortuguese(option.valor)}</span>} style={{ marginBottom: 12 }}>
                          <Input id={`q-${language}-opcao-${index}`} lang={language} {...field} maxLength={MAX_OPTION_VALOR} />
                        </Form.Item>
                      );
                    }} />
                  ))}
              </div>
            ),
          };
        })}
      />
    </fieldset>
  );
}
