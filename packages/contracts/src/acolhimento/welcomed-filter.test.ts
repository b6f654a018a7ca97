import { personRecordFilterOf, welcomedFilterSchema } from './welcomed-filter';
import { queryDate } from '../common/query';

describe('personRecordFilterOf', () => {
  const filter = personRecordFilterOf({ checkin_ini: queryDate('Check-in a partir de') });

  it('takes the people-list filters (active people by default), then the person, then the record’s own', () => {
    const keys = Object.keys(filter.shape);
    expect(keys).toEqual([...Object.keys(welcomedFilterSchema.shape), 'welcomed_id', 'checkin_ini']);
    expect(filter.parse({ welcomed_id: '4', checkin_ini: '2024-01-02', name: ' Ana ' })).toMatchObject({ status: 'active', welcomed_id: 4, checkin_ini: '2024-01-02', name: 'Ana' });
  });

  it('refuses a wrong person or date with its Portuguese message', () => {
    const messages = filter.safeParse({ welcomed_id: 'x', checkin_ini: '2024-02-30' }).error?.issues.map((i) => i.message);
    expect(messages).toEqual(['Pessoa: id inválido', 'Check-in a partir de inválida (use AAAA-MM-DD)']);
  });
});
