import Fastify, { type FastifyInstance } from 'fastify';
import { crawlersPlugin, robotsTagFor } from './crawlers';

describe('robots.txt and sitemap.xml', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    await app.register(crawlersPlugin);
    await app.ready();
  });
  afterAll(() => app.close());

  it('lets crawlers index the public pages and keeps them out of the staff area, the login and the follow-up', async () => {
    const res = await app.inject({ method: 'GET', url: '/robots.txt', headers: { host: 'sisacte.example.org' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body.split('\n')).toEqual(
      expect.arrayContaining(['User-agent: *', 'Disallow: /admin', 'Disallow: /login', 'Disallow: /denunciar/acompanhar', 'Sitemap: http://sisacte.example.org/sitemap.xml']),
    );
  });

  it('lists the home page and the complaint form in the sitemap, with absolute URLs', async () => {
    const res = await app.inject({ method: 'GET', url: '/sitemap.xml', headers: { host: 'sisacte.example.org' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    expect(res.body).toContain('<loc>http://sisacte.example.org/</loc>');
    expect(res.body).toContain('<loc>http://sisacte.example.org/denunciar</loc>');
    expect(res.body).not.toContain('/admin');
  });

  it('tags only the pages kept out of search results', () => {
    expect(robotsTagFor('/denunciar/acompanhar')).toBe('noindex, nofollow');
    expect(robotsTagFor('/admin/denuncias/novo')).toBe('noindex, nofollow');
    expect(robotsTagFor('/denunciar')).toBeNull();
    expect(robotsTagFor('/')).toBeNull();
  });
});
