import { Form } from 'antd';
import { useWatch, type Control, type UseFormSetValue } from 'react-hook-form';
import { EstablishmentMap } from '@sisacte/ui/map';
import { getGeoConfig, searchPlaces } from './api';
import { useT } from '../../i18n';
import type { WizardValues } from './draft';
import { PlaceFields } from './place-fields';

/** Panel 2: state and city, and (optionally) the establishment's point on the map. */
export function PanelPlace({ control, setValue }: { control: Control<WizardValues>; setValue: UseFormSetValue<WizardValues> }) {
  const { t } = useT();
  const [uf, municipio, latitude, longitude] = useWatch({
    control,
    name: ['uf', 'municipio', 'estabelecimento_latitude', 'estabelecimento_longitude'],
  });
  return (
    <>
      <PlaceFields control={control} setValue={setValue} />
      <Form.Item label={t('place.map')} extra={t('place.mapExtra')}>
        <EstablishmentMap
          point={latitude !== null && longitude !== null ? { lat: latitude, lon: longitude } : null}
          onChange={(p) => {
            setValue('estabelecimento_latitude', p?.lat ?? null);
            setValue('estabelecimento_longitude', p?.lon ?? null);
          }}
          loadConfig={getGeoConfig}
          search={searchPlaces}
          lookAt={municipio && uf ? `${municipio.nome}, ${uf}` : null}
        />
      </Form.Item>
    </>
  );
}
