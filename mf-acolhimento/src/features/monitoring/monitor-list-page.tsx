import { useState } from 'react';
import { Modal, Typography } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import { type Monitor } from '@sisacte/contracts/acolhimento/monitors';
import { actionColumn, FieldItem, filterBox, ListPage, useFilteredList } from '@sisacte/ui';
import { MONITOR_PATHS } from '../../shared/paths';
import { personColumn } from '../../shared/welcomed-columns';
import { PersonAutocomplete, type PersonOption } from '../../shared/person-picker/person-autocomplete';
import { countActiveFilters, DEFAULT_FILTERS, welcomedFilterCodec } from '../../shared/welcomed-filters/filters';
import { useFilterOptions } from '../../shared/welcomed-filters/use-filter-options';
import { WelcomedFilterFields } from '../../shared/welcomed-filters/welcomed-filter-fields';
import { listMonitors, openMonitorsReport, saveMonitorsXlsx } from './api';
import { authorColumn, familyColumn, homeColumn, visitDateColumn, workColumn } from './monitor-columns';
import { useMonitorActions } from './use-monitor-actions';

/** 'Novo monitoramento' from the list of everyone: first the person, then their form. */
function PickPersonDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const [person, setPerson] = useState<PersonOption | null>(null);
  return (
    <Modal open={open} title="Novo monitoramento" okText="Continuar" cancelText="Cancelar" okButtonProps={{ disabled: !person }}
      onOk={() => person && navigate(MONITOR_PATHS.create(person.id))} onCancel={onClose} destroyOnHidden>
      <FieldItem label="Pessoa monitorada" required htmlFor="monitoramento-nova-pessoa">
        <PersonAutocomplete id="monitoramento-nova-pessoa" value={person} onChange={setPerson} />
      </FieldItem>
    </Modal>
  );
}

/** /admin/monitoramentos: every person's monitoring visits (id ascending, 20 per page), with the people filters and the visits' dates. */
export function MonitorListPage() {
  const { filters, applied, list } = useFilteredList(welcomedFilterCodec, listMonitors);
  const options = useFilterOptions();
  const actionsOf = useMonitorActions(list.reload);
  const [picking, setPicking] = useState(false);
  const filterCount = countActiveFilters(applied);

  return (
    <ListPage<Monitor>
      title="Monitoramentos"
      section="Acolhimento"
      exports={{ pdf: () => openMonitorsReport(applied), xlsx: () => saveMonitorsXlsx(applied) }}
      create={{ label: 'Novo monitoramento', onClick: () => setPicking(true) }}
      filters={filterBox(
        filters,
        DEFAULT_FILTERS,
        filterCount,
        <WelcomedFilterFields value={filters.draft} onChange={filters.setDraft} options={options} withMonitoringDates idPrefix="monitoramento-filtro" />,
      )}
      list={list}
      table={{
        emptyText: filterCount > 0 ? 'Nenhum monitoramento encontrado com esses filtros' : 'Nenhum monitoramento registrado',
        columns: [
          personColumn((p) => (
            <Link to={MONITOR_PATHS.ofPerson(p.id)} title={`Monitoramentos de ${p.name}`}>
              {p.name}
            </Link>
          )),
          visitDateColumn(),
          workColumn(),
          homeColumn(),
          familyColumn(),
          authorColumn(),
          actionColumn(actionsOf, { fixed: 'right' }),
        ],
      }}
    >
      <PickPersonDialog open={picking} onClose={() => setPicking(false)} />
      {applied.status === 'trashed' && (
        <Typography.Paragraph type="warning">Mostrando os monitoramentos de cadastros na lixeira</Typography.Paragraph>
      )}
    </ListPage>
  );
}
