-- Appended by scripts/load.sh to every scenario script: the API key and the
-- run's one machine-readable result line. wrk gives each thread its own Lua
-- state, so everything here runs once per thread and reads the environment.

api_key = os.getenv("DIETFIT_LOAD_KEY") or ""

-- Requests built once per thread, then served round-robin so the mix is the
-- same whatever the run length.
prepared = prepared or {}
local next_request = 0

function request()
   if distinct_request and distinct then
      return distinct_request()
   end
   if varied_request and vary then
      return varied_request()
   end
   next_request = next_request % #prepared + 1
   return prepared[next_request]
end

function json_headers()
   return {
      ["Content-Type"] = "application/json",
      ["X-Service-API-Key"] = api_key,
   }
end

-- One line the shell parses: throughput, latency percentiles in ms, and the
-- counts that make a run invalid (non-2xx/3xx answers, socket errors).
function done(summary, latency, requests)
   local seconds = summary.duration / 1e6
   local errors = summary.errors
   io.write(string.format(
      "RESULT rps=%.1f p50_ms=%.3f p90_ms=%.3f p99_ms=%.3f max_ms=%.3f requests=%d non2xx=%d socket_errors=%d\n",
      summary.requests / seconds,
      latency:percentile(50) / 1000,
      latency:percentile(90) / 1000,
      latency:percentile(99) / 1000,
      latency.max / 1000,
      summary.requests,
      errors.status,
      errors.connect + errors.read + errors.write + errors.timeout))
end
