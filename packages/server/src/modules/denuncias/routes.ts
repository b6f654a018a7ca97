import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { LOCAL_TILE_URL, type DenunciasConfig } from '../../config';
import { geoRoutes } from '../geo/routes';
import { captchaRoutes } from './captcha/routes';
import { createCaptchaService } from './captcha/service';
import { createReceiptSealer } from './complaints/receipt';
import { complaintsRoutes } from './complaints/routes';
import { indicatorsRoutes } from './indicators/routes';
import { organizationsRoutes } from './organizations/routes';
import { questionsRoutes } from './questions/routes';

/** Settings when the app is built without them (tests): a random key per app, the production difficulty and limits. */
export function defaultDenunciasConfig(): DenunciasConfig {
  return {
    altchaHmacKey: randomBytes(32).toString('base64url'),
    altchaMaxNumber: 50_000,
    complaintsPerIp: 5,
    followUpsPerIp: 20,
    geoSearchesPerIp: 30,
    geocoder: 'local',
    geocoderUrl: undefined,
    mapTileUrl: LOCAL_TILE_URL,
    mapAttribution: 'Mapa de demonstração (sem dados cartográficos)',
  };
}

/** Complaints, questionnaire, indicators, organizations, captcha and the map support of the wizard. */
export const denunciasRoutes: FastifyPluginAsync<{ config?: Partial<DenunciasConfig> }> = async (app, opts) => {
  const config = { ...defaultDenunciasConfig(), ...opts.config };
  const captcha = createCaptchaService({ hmacKey: config.altchaHmacKey, maxNumber: config.altchaMaxNumber });
  await app.register(captchaRoutes, { captcha });
  await app.register(complaintsRoutes, {
    captcha,
    sealer: createReceiptSealer(config.altchaHmacKey),
    complaintsPerIp: config.complaintsPerIp,
    followUpsPerIp: config.followUpsPerIp,
  });
  await app.register(questionsRoutes);
  await app.register(indicatorsRoutes);
  await app.register(organizationsRoutes);
  await app.register(geoRoutes, {
    geocoder: config.geocoder,
    geocoderUrl: config.geocoderUrl,
    mapTileUrl: config.mapTileUrl,
    mapAttribution: config.mapAttribution,
    searchesPerIp: config.geoSearchesPerIp,
  });
};
