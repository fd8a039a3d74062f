-- The news page's items (GET /v0/news), seeded from seed-data/news.json.
create table news_items (
  id serial primary key,
  section text not null check (section in ('articles', 'news-releases', 'digital-media')),
  title text not null,
  url text not null,
  published_on date not null,
  source text,
  unique (section, url, title)
);
