import { Flex, Typography } from 'antd';
import type { PasswordVerdict } from '@sisacte/contracts/auth/password-strength';

/** One colour per score, 0 to 4 (contrast ≥ 3:1 on white for the bar, as for any graphic). */
const COLORS = ['#e52207', '#e52207', '#b38c00', '#168821', '#168821'] as const;
const SEGMENTS = 4;

const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export interface PasswordStrengthProps {
  /** The verdict on what was typed (usePasswordVerdict); null: nothing is shown. */
  verdict: PasswordVerdict | null;
  /** The id the password input points at (aria-describedby), so a screen reader reads the verdict with the field. */
  id?: string;
}

/**
 * The strength of the password being typed, under its field: a bar of four parts and the verdict in
 * words ('Força da senha: Boa'); when it would be refused, why, as the server will say it. Announced
 * politely as it changes.
 */
export function PasswordStrength({ verdict, id }: PasswordStrengthProps) {
  return (
    <div id={id} aria-live="polite" style={{ marginTop: 6, minHeight: 22 }}>
      {verdict && (
        <Flex vertical gap={2}>
          <div
            role="meter"
            aria-label="Força da senha"
            aria-valuemin={0}
            aria-valuemax={SEGMENTS}
            aria-valuenow={verdict.score}
            aria-valuetext={verdict.label}
            style={{ display: 'flex', gap: 4 }}
          >
            {Array.from({ length: SEGMENTS }, (_, i) => (
              <span
                key={i}
                style={{ flex: 1, height: 4, borderRadius: 2, background: i < Math.max(1, verdict.score) ? COLORS[verdict.score] : '#d9d9d9' }}
              />
            ))}
          </div>
          <Typography.Text type={verdict.strong ? 'success' : 'danger'} style={{ fontSize: 13 }}>
            Força da senha: {verdict.label}
            {verdict.strong ? '' : ' (não aceita)'}
          </Typography.Text>
          {verdict.message && (
            <Typography.Text type="secondary" style={{ fontSize: 13 }}>
              {sentence(verdict.message.replace(/^Senha fraca: /, ''))}
            </Typography.Text>
          )}
        </Flex>
      )}
    </div>
  );
}
