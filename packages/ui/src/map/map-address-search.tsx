import { useState } from 'react';
import { Button, Flex, Input, Typography } from 'antd';
import CloseOutlined from '@ant-design/icons/CloseOutlined';
import { type GeoPlace } from '@sisacte/contracts/geo/geo';
import { useApiErrorText } from '../i18n/api-error-text';
import { useUiT } from '../i18n/ui-text';

interface MapAddressSearchProps {
  search: (q: string) => Promise<GeoPlace[]>;
  onChoose: (place: GeoPlace) => void;
}

/** The server's address search is down (its adapter answers 502, a proxy 503): the visitor is told to mark the place instead. */
const unavailable = (failure: unknown) => [502, 503].includes((failure as { status?: unknown } | null)?.status as number);

/** 'Buscar endereço no mapa': at least 3 characters, Brazil only; the person picks one of the places found. */
export function MapAddressSearch({ search, onChoose }: MapAddressSearchProps) {
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<GeoPlace[] | null>(null);
  const [searching, setSearching] = useState(false);
  // what went wrong, told when drawn (in the language the page is in then): a rule of the field, or a failed search
  const [searchError, setSearchError] = useState<{ tooShort: true } | { failure: unknown } | null>(null);
  const t = useUiT();
  const errorText = useApiErrorText();

  async function runSearch(value: string) {
    const q = value.trim();
    setSearchError(null);
    if (q.length < 3) {
      setSearchError({ tooShort: true });
      return;
    }
    setSearching(true);
    try {
      setResults(await search(q));
    } catch (error) {
      setResults(null);
      setSearchError({ failure: error ?? new Error() });
    } finally {
      setSearching(false);
    }
  }

  function choose(place: GeoPlace) {
    onChoose(place);
    setResults(null);
  }

  return (
    <div>
      <label htmlFor="map-search" style={{ display: 'block', marginBottom: 4 }}>
        {t('map.searchLabel')}
      </label>
      <Input.Search
        id="map-search"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        onSearch={runSearch}
        enterButton={t('map.searchButton')}
        loading={searching}
        placeholder={t('map.searchPlaceholder')}
        maxLength={200}
        autoComplete="off"
      />
      {searchError && (
        <Typography.Text type="danger" role="alert">
          {'tooShort' in searchError ? t('map.searchTooShort') : errorText(searchError.failure, unavailable(searchError.failure) ? t('map.searchUnavailable') : t('map.searchFailed'))}
        </Typography.Text>
      )}
      {results && (
        <div style={{ marginTop: 8, background: '#fff', border: '1px solid #d9d9d9', borderRadius: 8, padding: '8px 12px' }}>
          <Flex justify="space-between" align="center">
            <span id="map-results-title">{results.length ? t('map.chooseTitle') : t('map.nothingFound')}</span>
            <Button size="small" type="text" icon={<CloseOutlined />} aria-label={t('map.closeResults')} onClick={() => setResults(null)} />
          </Flex>
          {results.length > 0 && (
            <ul aria-labelledby="map-results-title" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {results.map((place) => (
                <li key={`${place.lat},${place.lon},${place.nome}`} style={{ borderTop: '1px solid #f0f0f0', padding: '4px 0' }}>
                  <Button type="link" style={{ whiteSpace: 'normal', textAlign: 'left', height: 'auto', padding: 0 }} onClick={() => choose(place)}>
                    {place.nome}
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
