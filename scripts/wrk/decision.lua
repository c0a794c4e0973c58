-- POST /v1/decision/restaurant-fit: one restaurant and one profile, rotating
-- over the service ids in DIETFIT_LOAD_IDS and five profiles.
local profiles = {
   '{"diet":"strict_vegan"}',
   '{"diet":"strict_vegan","exclude_cross_contamination":true}',
   '{"diet":"vegetarian"}',
   '{"diet":"gluten_free","dietary_rules":["no shared fryer"]}',
   '{"diet":"pescatarian"}',
}

function init(args)
   prepared = {}
   local path = os.getenv("DIETFIT_LOAD_IDS")
   local file = path and io.open(path, "r")
   if not file then
      error("DIETFIT_LOAD_IDS must name a readable file of service ids")
   end
   local n = 0
   for id in file:lines() do
      if id ~= "" then
         n = n + 1
         local profile = profiles[(n - 1) % #profiles + 1]
         local body = string.format('{"service_id":"%s","user_profile":%s}', id, profile)
         table.insert(prepared, wrk.format("POST", "/v1/decision/restaurant-fit",
            json_headers(), body))
      end
   end
   file:close()
   if #prepared == 0 then
      error("no service ids in " .. path)
   end
end
