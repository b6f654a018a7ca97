const NUMBER = new Intl.NumberFormat('pt-BR');

/** 1.234 */
export const formatNumber = (value: number) => NUMBER.format(value);

/** A table column of counts (`quantidade`), right-aligned as 1.234. */
export const countColumn = (title: string) => ({ title, dataIndex: 'quantidade' as const, align: 'right' as const, render: (v: number) => formatNumber(v) });
