import { http, openPdf, saveFile } from '@sisacte/api-client';
import { type SimilarWelcomed, type Welcomed, WELCOMED_API, type WelcomedCreate, type WelcomedUpdate } from '@sisacte/contracts/acolhimento/welcomed';
import { TRAJECTORY_API, type Trajectory } from '@sisacte/contracts/acolhimento/trajectory';
import { WELCOMED_HISTORY_API, type WelcomedHistoryEntry } from '@sisacte/contracts/acolhimento/welcomed-history';
import { fillPath } from '@sisacte/contracts/common/api-path';
import { toListQuery, type WelcomedFilterValues } from '../../shared/welcomed-filters/filters';

// The list itself (GET /api/welcomeds) is shared with the search modal: shared/welcomed-filters/list-api.ts.
export const getWelcomed = (id: number) => http.get<Welcomed>(fillPath(WELCOMED_API.one, { id }));
export const createWelcomed = (body: WelcomedCreate) => http.create<Welcomed>(WELCOMED_API.save, body);
export const updateWelcomed = (body: WelcomedUpdate) => http.put<Welcomed>(WELCOMED_API.save, body);
/** Moves the person to the trash (status drashed). */
export const trashWelcomed = (id: number) => http.get<Welcomed>(fillPath(WELCOMED_API.trash, { id }));
export const restoreWelcomed = (id: number) => http.get<Welcomed>(fillPath(WELCOMED_API.restore, { id }));

/** PDF of the filtered list, in a new window. */
export const openListReport = (filters: WelcomedFilterValues) => openPdf(WELCOMED_API.report, toListQuery(filters));
/** XLSX of the filtered list, saved. */
export const saveListXlsx = (filters: WelcomedFilterValues) => saveFile(WELCOMED_API.reportXlsx, 'cadastros.xlsx', toListQuery(filters));
/** PDF of one person. */
export const openProfileReport = (id: number) => openPdf(fillPath(WELCOMED_API.reportProfile, { id }));

export const getWelcomedHistory = (id: number) => http.get<WelcomedHistoryEntry[]>(fillPath(WELCOMED_HISTORY_API.list, { id }));
/** Active people with a similar name (the duplicate check while typing a new person's name). */
export const searchSimilarNames = (name: string) => http.get<SimilarWelcomed[]>(WELCOMED_API.search, { name });

/** The person's stays, referrals, monitorings, vacancy referrals and courses, newest first ('Trajetória'). */
export const getTrajectory = (id: number) => http.get<Trajectory>(fillPath(TRAJECTORY_API.list, { id }));
