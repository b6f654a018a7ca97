import { useEffect, useId, useRef, useState, type CSSProperties } from 'react';
import { browserSuggestion, PUBLIC_LANGUAGES, rememberLanguage, type PublicLanguage } from './languages';
import { usePublicLanguage } from './use-public-language';

/** The picker's name, in the language the page is in. */
const PICKER_LABEL: Record<PublicLanguage, string> = {
  pt: 'Idioma',
  es: 'Idioma',
  en: 'Language',
  fr: 'Langue',
  ht: 'Lang',
};

/** The offer of the browser's language, written in that language. */
const SUGGESTION: Record<PublicLanguage, string> = {
  pt: 'Ver em português?',
  es: '¿Ver en español?',
  en: 'View in English?',
  fr: 'Voir en français ?',
  ht: 'Wè an kreyòl ayisyen?',
};

/** The offer's close button, in the offered language. */
const DISMISS: Record<PublicLanguage, string> = {
  pt: 'Fechar',
  es: 'Cerrar',
  en: 'Close',
  fr: 'Fermer',
  ht: 'Fèmen',
};

const hidden: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
};

const control: CSSProperties = {
  height: 32,
  boxSizing: 'border-box',
  borderRadius: 6,
  border: '1px solid #d9d9d9',
  background: '#fff',
  color: 'rgba(0, 0, 0, 0.88)',
  font: 'inherit',
  fontSize: 14,
  padding: '0 8px',
  maxWidth: '100%',
};

function Globe({ color }: { color: string }) {
  return (
    <svg aria-hidden="true" focusable="false" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke={color} strokeWidth="1.8">
      <circle cx="12" cy="12" r="9.5" />
      <path d="M2.5 12h19M12 2.5c2.6 2.8 3.9 6 3.9 9.5s-1.3 6.7-3.9 9.5c-2.6-2.8-3.9-6-3.9-9.5S9.4 5.3 12 2.5z" />
    </svg>
  );
}

export interface LanguagePickerProps {
  /** 'dark' on a dark header (white globe and offer), 'light' elsewhere. */
  tone?: 'dark' | 'light';
  className?: string;
  style?: CSSProperties;
}

/**
 * The offer hangs under the header, at its right, over the page: its arrival after hydration moves nothing (no layout
 * shift), and it covers none of the header's own links, which on a phone wrap under the picker.
 */
const offerBox: CSSProperties = {
  position: 'absolute',
  top: '100%',
  marginTop: 8,
  right: 16,
  zIndex: 1000,
  display: 'flex',
  alignItems: 'center',
  gap: 4,
  padding: 6,
  borderRadius: 8,
  background: '#fff',
  boxShadow: '0 6px 16px rgba(0, 0, 0, 0.16), 0 3px 6px -4px rgba(0, 0, 0, 0.2)',
  // never wider than the screen, whatever the text size: the offer's words wrap rather than leave it
  maxWidth: 'calc(100vw - 32px)',
  boxSizing: 'border-box',
};

/**
 * The public pages' language choice: a compact native select with each language in its own name (small, and the
 * phone's own picker), for the page's header. On a first visit whose browser prefers one of the other languages, that
 * language comes first and an offer in its own words ('¿Ver en español?') hangs under the header until taken or
 * closed (× or Escape; closed, the tab remembers the page's language as picked, so the offer does not come back on
 * the next page, and the focus returns to the picker). The page is never switched without being asked, so Portuguese
 * stays what search engines see. The pages are prerendered without knowing the browser, so the offer arrives after
 * hydration: it floats over the page (the header holding the picker must be `position: relative`) rather than taking
 * room in the header, where on a phone it wrapped the header's tools and pushed the whole page down.
 */
export function LanguagePicker({ tone = 'light', className, style }: LanguagePickerProps) {
  const { language, chosen, setLanguage } = usePublicLanguage();
  const id = useId();
  // read after the first render: the page prerendered at build time knows no browser
  const [suggestion, setSuggestion] = useState<PublicLanguage>();
  const [dismissed, setDismissed] = useState(false);
  const select = useRef<HTMLSelectElement>(null);
  const dismiss = () => {
    rememberLanguage(language);
    setDismissed(true);
    select.current?.focus();
  };
  useEffect(() => {
    setSuggestion(chosen ? undefined : browserSuggestion(typeof navigator === 'undefined' ? undefined : navigator.languages));
  }, [chosen]);
  const options = suggestion ? [...PUBLIC_LANGUAGES].sort((a, b) => Number(b.code === suggestion) - Number(a.code === suggestion)) : PUBLIC_LANGUAGES;
  const ink = tone === 'dark' ? '#fff' : 'rgba(0, 0, 0, 0.88)';
  return (
    <div className={className} style={{ display: 'flex', alignItems: 'center', gap: 8, ...style }}>
      <label htmlFor={id} style={{ display: 'inline-flex', alignItems: 'center' }}>
        <Globe color={ink} />
        <span style={hidden}>{PICKER_LABEL[language]}</span>
      </label>
      <select ref={select} id={id} value={language} onChange={(event) => setLanguage(event.target.value as PublicLanguage)} style={control}>
        {options.map(({ code, name, html }) => (
          <option key={code} value={code} lang={html}>
            {name}
          </option>
        ))}
      </select>
      {suggestion && suggestion !== language && !dismissed && (
        <div lang={suggestion} style={offerBox} onKeyDown={(event) => event.key === 'Escape' && dismiss()}>
          <button
            type="button"
            onClick={() => {
              setLanguage(suggestion);
              select.current?.focus();
            }}
            style={{ ...control, height: 'auto', minHeight: 32, cursor: 'pointer', borderColor: '#ffcd07', background: '#ffcd07', color: '#000', fontWeight: 600 }}
          >
            {SUGGESTION[suggestion]}
          </button>
          <button
            type="button"
            aria-label={DISMISS[suggestion]}
            title={DISMISS[suggestion]}
            onClick={dismiss}
            style={{ ...control, flex: 'none', width: 32, padding: 0, cursor: 'pointer', border: 0, fontSize: 18, lineHeight: 1 }}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
      )}
    </div>
  );
}
