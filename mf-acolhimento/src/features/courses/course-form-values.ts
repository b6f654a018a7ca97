import { type Course } from '@sisacte/contracts/acolhimento/courses';

/** What the course form holds. */
export interface CourseFormValues {
  name: string;
  description: string;
  /** YYYY-MM-DD */
  dateIni: string | null;
  dateEnd: string | null;
}

export const toCourseFormValues = (c?: Course): CourseFormValues => ({
  name: c?.name ?? '',
  description: c?.description ?? '',
  dateIni: c?.dateIni ?? null,
  dateEnd: c?.dateEnd ?? null,
});
