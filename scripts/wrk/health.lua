-- GET /v1/health: no key, no store, no metering; the ceiling of the stack.
function init(args)
   prepared = { wrk.format("GET", "/v1/health") }
end
