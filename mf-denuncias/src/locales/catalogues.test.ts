import { describeCatalogues } from '@sisacte/ui/test';
import pt from './pt.json';
import es from './es.json';
import en from './en.json';
import fr from './fr.json';
import ht from './ht.json';

describeCatalogues('mf-denuncias', { pt, es, en, fr, ht });
