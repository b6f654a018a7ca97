import { Row } from 'antd';
import { useForm } from 'react-hook-form';
import { courseCreateSchema } from '@sisacte/contracts/acolhimento/courses';
import { ControlledField, DateField, textArea, textInput } from '../../shared/controlled-field';
import { contractResolver, RecordForm, type RecordFormProps } from '../../shared/record-form';
import { type CourseFormValues } from './course-form-values';

/** The contract's rules, the end not before the start among them. */
const resolver = contractResolver<CourseFormValues>(courseCreateSchema);

/** A course's name, description, and start and end days (DD/MM/AAAA; the end not before the start). */
export function CourseForm({ initial, ...props }: RecordFormProps<CourseFormValues>) {
  const form = useForm<CourseFormValues>({ defaultValues: initial, resolver });
  const { control, watch, formState: { errors } } = form;
  const start = watch('dateIni');
  return (
    <RecordForm form={form} {...props}>
      <Row gutter={16}>
        <ControlledField control={control} name="name" id="curso-nome" label="Nome do curso" required error={errors.name?.message} col={{ lg: 12 }}>
          {textInput(150)}
        </ControlledField>
        <DateField control={control} name="dateIni" id="curso-inicio" label="Data de início" error={errors.dateIni?.message} col={{ xs: 12, lg: 6 }} />
        <DateField control={control} name="dateEnd" id="curso-termino" label="Data de término" error={errors.dateEnd?.message} min={start ?? undefined}
          openOn={start} rangeHints={{ min: 'A data de término não pode ser anterior à data de início' }} col={{ xs: 12, lg: 6 }} />
        <ControlledField control={control} name="description" id="curso-descricao" label="Descrição" error={errors.description?.message} col={{}}>
          {textArea(2000, 4)}
        </ControlledField>
      </Row>
    </RecordForm>
  );
}
