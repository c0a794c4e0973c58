-- GET /v1/restaurants/{id}: the cheapest authenticated route (key check,
-- limits, credits, one stored record), over the service ids in the file
-- named by DIETFIT_LOAD_IDS (one per line).
function init(args)
   prepared = {}
   local path = os.getenv("DIETFIT_LOAD_IDS")
   local file = path and io.open(path, "r")
   if not file then
      error("DIETFIT_LOAD_IDS must name a readable file of service ids")
   end
   for id in file:lines() do
      if id ~= "" then
         table.insert(prepared, wrk.format("GET", "/v1/restaurants/" .. id,
            { ["X-Service-API-Key"] = api_key }))
      end
   end
   file:close()
   if #prepared == 0 then
      error("no service ids in " .. path)
   end
end
