-- The API's rate limits (decision 045): one row per client and limit, kept in the database every copy of the
-- API shares, so N copies behind a load balancer allow what one allows, not N times as much.
CREATE TABLE rate_limits (
  key text PRIMARY KEY,
  hits integer NOT NULL,
  window_ends timestamptz NOT NULL
);
CREATE INDEX rate_limits_window_ends ON rate_limits (window_ends);
