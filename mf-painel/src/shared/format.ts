const NUMBER = new Intl.NumberFormat('pt-BR');

/** 1.234 */
export const formatNumber = (value: number) => NUMBER.format(value);
