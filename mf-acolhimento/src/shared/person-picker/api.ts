import { http } from '@sisacte/api-client';
import { type SimilarWelcomed, type Welcomed, WELCOMED_API } from '@sisacte/contracts/acolhimento/welcomed';
import { fillPath } from '@sisacte/contracts/common/api-path';

/** A person a form starts from (?welcomed_id=). */
export const getPerson = (id: number) => http.get<Welcomed>(fillPath(WELCOMED_API.one, { id }));
/** Active people whose name is like `name`, best first (the person autocomplete). */
export const searchPeople = (name: string) => http.get<SimilarWelcomed[]>(WELCOMED_API.search, { name });
