import { AREA_MESSAGES, COMPLAINT_DATES_REVERSED_MESSAGE, COMPLAINT_SCORES_REVERSED_MESSAGE, complaintFilterSchema, complaintListQuerySchema, complaintReportQuerySchema, daysRemainingLabel, encodeArea, parseArea } from './complaint-list';

describe('days remaining', () => {
  const now = new Date('2026-11-23T15:00:00Z');
  it("shows 'Encerrado' once the forecast day is past, 'Sem previsão' without one or beyond 100 days, otherwise the days left rounded up", () => {
    expect(daysRemainingLabel('2026-11-22', now)).toBe('Encerrado');
    expect(daysRemainingLabel('2026-11-23', now)).toBe('0');
    expect(daysRemainingLabel('2026-11-24', now)).toBe('1');
    expect(daysRemainingLabel('2027-03-03', now)).toBe('100');
    expect(daysRemainingLabel('2027-03-04', now)).toBe('Sem previsão');
    expect(daysRemainingLabel(null, now)).toBe('Sem previsão');
  });
});

describe('the map area', () => {
  const triangle = [
    { lat: -5, lng: -50 },
    { lat: -5, lng: -48 },
    { lat: -3, lng: -49 },
  ];

  it('closes a ring for the query and reads it back', () => {
    expect(encodeArea(triangle)).toBe('-5,-50;-5,-48;-3,-49;-5,-50');
    expect(parseArea(encodeArea(triangle))).toEqual({ ring: [...triangle, triangle[0]] });
    expect(complaintFilterSchema.parse({ area: encodeArea(triangle) }).area).toHaveLength(4);
    expect(complaintFilterSchema.parse({ area: '' }).area).toBeUndefined();
  });

  it('refuses open rings, fewer than 3 vertices, crossing or folding sides, repeated vertices, bad numbers', () => {
    expect(parseArea('-5,-50;-5,-48;-3,-49')).toEqual({ error: AREA_MESSAGES.OPEN });
    expect(parseArea('-5,-50;-5,-48;-5,-50')).toEqual({ error: AREA_MESSAGES.FEW });
    expect(parseArea(encodeArea([{ lat: 0, lng: 0 }, { lat: 2, lng: 2 }, { lat: 0, lng: 2 }, { lat: 2, lng: 0 }]))).toEqual({ error: AREA_MESSAGES.SELF_INTERSECTING });
    // A spike: the third side folds back along the second.
    expect(parseArea(encodeArea([{ lat: 0, lng: 0 }, { lat: 0, lng: 2 }, { lat: 0, lng: 1 }, { lat: 1, lng: 1 }]))).toEqual({ error: AREA_MESSAGES.SELF_INTERSECTING });
    expect(parseArea('0,0;0,2;2,2;0,2;0,0')).toEqual({ error: AREA_MESSAGES.SELF_INTERSECTING });
    expect(parseArea('0,0;x,2;2,2;0,0')).toEqual({ error: AREA_MESSAGES.FORMAT });
    expect(parseArea('0,0;0,200;2,2;0,0')).toEqual({ error: AREA_MESSAGES.RANGE });
    const many = Array.from({ length: 202 }, (_, i) => ({ lat: Math.sin((i / 202) * 2 * Math.PI), lng: Math.cos((i / 202) * 2 * Math.PI) }));
    expect(parseArea(encodeArea(many))).toEqual({ error: AREA_MESSAGES.MANY });
    expect(parseArea(encodeArea(many.slice(0, 200)))).toHaveProperty('ring');
  });
});

describe('complaint list ranges', () => {
  it('refuses a reversed date or score range with a clear message', () => {
    const dates = complaintListQuerySchema.safeParse({ data_ini: '2026-05-10', data_fim: '2026-05-01' });
    expect(dates.success ? [] : dates.error.issues.map((i) => i.message)).toEqual([COMPLAINT_DATES_REVERSED_MESSAGE]);
    const scores = complaintReportQuerySchema.safeParse({ score_ini: '40', score_fim: '10' });
    expect(scores.success ? [] : scores.error.issues.map((i) => i.message)).toEqual([COMPLAINT_SCORES_REVERSED_MESSAGE]);
    expect(complaintListQuerySchema.safeParse({ data_ini: '2026-05-01', data_fim: '2026-05-01', score_ini: '10', score_fim: '10' }).success).toBe(true);
  });
});
