import { type VolunteerCreateParsed, VOLUNTEER_NOT_FOUND_MESSAGE, type VolunteerUpdateParsed } from '@sisacte/contracts/acolhimento/volunteers';
import type { Database } from '../../../db/client';
import { records } from '../../shared/crud/service';
import * as repo from './repository';

const volunteers = records(repo.volunteerReads.find, VOLUNTEER_NOT_FOUND_MESSAGE);
const toWrite = (v: VolunteerCreateParsed): repo.VolunteerWrite => ({ name: v.name, phone: v.phone, email: v.email, skills: v.skills, availability: v.availability });

export const requireVolunteer = volunteers.require;
export const createVolunteer = (db: Database, input: VolunteerCreateParsed, authorId: number) => volunteers.create(db, (tx) => repo.insertVolunteer(tx, toWrite(input), authorId));
export const updateVolunteer = (db: Database, input: VolunteerUpdateParsed) => volunteers.update(db, input.id, (tx) => repo.updateVolunteer(tx, input.id, toWrite(input)));
export const deleteVolunteer = (db: Database, id: number) => volunteers.remove(db, id, (tx) => repo.deleteVolunteer(tx, id));
