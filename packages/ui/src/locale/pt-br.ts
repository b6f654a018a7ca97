import type { Locale } from 'antd/es/locale';
import antdPtBR from 'antd/locale/pt_BR';

/**
 * antd's pt_BR completed: the keys it lacks (the week picker) and the texts it leaves awkward ('Resetar',
 * 'Por favor escolha', 'items'). Every key of antd's en_US has a Portuguese value here (pt-br.test.ts).
 * What antd writes in English without any locale key (icon names, 'Select all', 'Clear') is translated in
 * the page by aria-labels.ts.
 */
const calendarLang = {
  ...antdPtBR.DatePicker!.lang,
  weekSelect: 'Escolher semana',
  timeSelect: 'Selecionar hora',
  dateSelect: 'Selecionar data',
};

export const ptBR: Locale = {
  ...antdPtBR,
  DatePicker: { ...antdPtBR.DatePicker!, lang: calendarLang },
  Calendar: { ...antdPtBR.Calendar, lang: { ...antdPtBR.Calendar?.lang, weekSelect: 'Escolher semana' } },
  global: { ...antdPtBR.global, placeholder: 'Selecione' },
  Table: {
    ...antdPtBR.Table,
    filterReset: 'Limpar',
    filterCheckAll: 'Marcar todos os itens',
    selectAll: 'Marcar todos desta página',
    selectInvert: 'Inverter a marcação desta página',
    selectNone: 'Desmarcar todos',
    selectionAll: 'Marcar todos',
    sortTitle: 'Ordenar',
    collapse: 'Recolher linha',
    triggerDesc: 'Clique para ordenar em ordem decrescente',
    triggerAsc: 'Clique para ordenar em ordem crescente',
    cancelSort: 'Clique para desfazer a ordenação',
  },
  Transfer: { ...antdPtBR.Transfer!, itemsUnit: 'itens', deselectAll: 'Desmarcar todos' },
  Text: { ...antdPtBR.Text, edit: 'Editar', copy: 'Copiar', copied: 'Copiado', expand: 'Expandir' },
};
