import type { ComponentType } from 'react';
import { FormPage } from './form-page';
import { useEntityFormPage, type EntityFormPage, type EntityPageHeader, type EntityPageOptions } from './use-entity-page';

export interface EntityFormScreenOptions<E, B> extends EntityPageOptions<E, B> {
  header: EntityPageHeader<E>;
  /** The record's form, given the values it starts from, its title, the submit and 'Cancelar'. */
  Form: ComponentType<EntityFormPage<E, B>['form'] & { initial: B }>;
  /** The form's values for the record (undefined: a new one). */
  initial: (record: E | undefined) => B;
}

/**
 * The form screen of an entity with one form and no tabs, by the route's id: the header, the server's refusal
 * above the form, a skeleton while the record loads, and after saving the success dialog and the list.
 */
export function entityFormScreen<E, B>({ Form, initial, ...options }: EntityFormScreenOptions<E, B>): ComponentType {
  return function EntityFormScreen() {
    const page = useEntityFormPage<E, B>(options);
    return (
      <FormPage {...page.formPage}>
        {!page.loading && <Form key={page.version} initial={initial(page.record)} {...page.form} />}
      </FormPage>
    );
  };
}
