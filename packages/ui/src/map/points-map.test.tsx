import { act, render, screen } from '@testing-library/react';
import { PointsMap } from './points-map';

// The OpenLayers part and the settings call are stand-ins here: what is tested is when they are asked for.
const loadGeoConfig = jest.fn();
jest.mock('./geo-config', () => ({ loadGeoConfig: () => loadGeoConfig() }));
jest.mock('./ol-points-map', () => ({ __esModule: true, default: ({ label }: { label: string }) => <div role="img" aria-label={label} /> }));

type Callback = (entries: { isIntersecting: boolean }[]) => void;
let observers: { callback: Callback; observed: Element[] }[] = [];

beforeEach(() => {
  observers = [];
  loadGeoConfig.mockReset().mockResolvedValue({ tileUrl: '', attribution: '', center: [0, 0], zoom: 3, placeZoom: 7 });
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = class {
    private readonly entry: { callback: Callback; observed: Element[] };
    constructor(callback: Callback) {
      this.entry = { callback, observed: [] };
      observers.push(this.entry);
    }
    observe(element: Element) {
      this.entry.observed.push(element);
    }
    disconnect() {
      this.entry.observed = [];
    }
  };
});

afterEach(() => {
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
});

const scrollTo = () => act(() => observers.filter((o) => o.observed.length > 0).forEach((o) => o.callback([{ isIntersecting: true }])));

test('the map is fetched only once it comes near the screen', async () => {
  render(<PointsMap points={[]} label="Mapa de teste" />);
  expect(loadGeoConfig).not.toHaveBeenCalled();
  await scrollTo();
  expect(loadGeoConfig).toHaveBeenCalledTimes(1);
  expect(await screen.findByRole('img', { name: 'Mapa de teste' })).toBeInTheDocument();
});

test('held (the table above it still loading), it is not watched nor fetched; released, it is', async () => {
  const { rerender } = render(<PointsMap points={[]} label="Mapa de teste" hold />);
  expect(observers.every((o) => o.observed.length === 0)).toBe(true);
  rerender(<PointsMap points={[]} label="Mapa de teste" hold={false} />);
  expect(loadGeoConfig).not.toHaveBeenCalled();
  await scrollTo();
  expect(await screen.findByRole('img', { name: 'Mapa de teste' })).toBeInTheDocument();
});
