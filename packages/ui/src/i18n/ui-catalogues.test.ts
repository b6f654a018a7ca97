import { describeCatalogues } from '../test';
import pt from './ui-locales/pt.json';
import es from './ui-locales/es.json';
import en from './ui-locales/en.json';
import fr from './ui-locales/fr.json';
import ht from './ui-locales/ht.json';

describeCatalogues('ui', { pt, es, en, fr, ht });
