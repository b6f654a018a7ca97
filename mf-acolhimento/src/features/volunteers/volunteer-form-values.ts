import { type Volunteer } from '@sisacte/contracts/acolhimento/volunteers';

/** What the volunteer form holds. */
export interface VolunteerFormValues {
  name: string;
  phone: string;
  email: string;
  skills: string;
  availability: string;
}

export const toVolunteerFormValues = (v?: Volunteer): VolunteerFormValues => ({
  name: v?.name ?? '',
  phone: v?.phone ?? '',
  email: v?.email ?? '',
  skills: v?.skills ?? '',
  availability: v?.availability ?? '',
});
