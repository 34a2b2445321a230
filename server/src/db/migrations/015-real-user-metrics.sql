-- Real-user metrics (decision 046): one row per page view a shopper's browser reported, kept for a bounded
-- time, and hourly histograms of every metric per route and per remote build, which the owner's view reads.
CREATE TABLE rum_page_views (
  id bigserial PRIMARY KEY,
  received_at timestamptz NOT NULL,
  -- The route table's pattern (/product/:id), never the page's URL.
  route text NOT NULL,
  device text NOT NULL,
  connection text NOT NULL,
  lcp real,
  inp real,
  cls real,
  fcp real,
  ttfb real,
  lcp_element text,
  inp_target text,
  inp_type text,
  cls_target text,
  trace_id text,
  -- Each remote module the page loaded: [{ module, build, entryMs, moduleMs, failed }].
  loads jsonb NOT NULL DEFAULT '[]'
);

CREATE INDEX rum_page_views_received_idx ON rum_page_views (received_at);

-- remote and build are '' on the rows that count every view of the route; metric is one of lcp, inp, cls,
-- fcp, ttfb (the page's), entry and module (a remote's load), views, loads and failures (counted in bucket 0).
CREATE TABLE rum_hourly (
  hour timestamptz NOT NULL,
  route text NOT NULL,
  remote text NOT NULL,
  build text NOT NULL,
  metric text NOT NULL,
  bucket integer NOT NULL,
  count integer NOT NULL,
  PRIMARY KEY (hour, route, remote, build, metric, bucket)
);

CREATE INDEX rum_hourly_build_idx ON rum_hourly (route, remote, build, hour);
