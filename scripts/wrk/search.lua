-- POST /v1/search in rich mode (the default), a rotating set of realistic
-- queries chosen by DIETFIT_LOAD_SEARCH:
--   located    ten queries with coordinates at the fixture metros' centres
--              (default 5 km radius or a radius in the text), half with a
--              user profile so results carry match_for_profile;
--   city       ten queries without coordinates, filtered by a city named in
--              the text, one of them "<restaurant name> <city>" taken from
--              DIETFIT_LOAD_NAMED;
--   nationwide a diet-only query with neither coordinates nor city: ranks a
--              large share of the corpus, the known slow path;
--   varied     the located ten, each request at its own coordinates (the
--              metro centre moved by up to about 2 km at random), so no two
--              requests are the same and none is answered from the cache:
--              what diners at different places asking the same words cost;
--   distinct   the default of scripts/load.sh: every request its own point
--              (within about 2 km of one of the located metro centres), one
--              of forty located queries at random and a random profile (none,
--              vegan, vegetarian or gluten free): distinct located traffic.
-- DIETFIT_LOAD_MODE=fast sends X-Service-Mode: fast (default: rich).
-- DIETFIT_LOAD_ACCEPT_ENCODING, when set, is sent as Accept-Encoding (wrk
-- reads a compressed body without decoding it, as it reads any body).
local vegan = '"user_profile":{"diet":"strict_vegan","exclude_cross_contamination":true}'
local vegetarian = '"user_profile":{"diet":"vegetarian"}'
local gluten_free = '"user_profile":{"diet":"gluten_free"}'

local function located_body(query, lat, lng, profile)
   local body = string.format('{"query":"%s","location":{"lat":%.6f,"lng":%.6f}', query, lat, lng)
   if profile then
      body = body .. "," .. profile
   end
   return body .. "}"
end

-- Kept as parts so the varied set can move the coordinates per request.
local located_queries = {}
local function located(query, lat, lng, profile)
   table.insert(located_queries, { query = query, lat = lat, lng = lng, profile = profile })
   return located_body(query, lat, lng, profile)
end

local function plain(query, profile)
   local body = string.format('{"query":"%s"', query)
   if profile then
      body = body .. "," .. profile
   end
   return body .. "}"
end

local sets = {
   located = {
      located("vegan near me", 45.5231, -122.6650, vegan),               -- Portland
      located("thai", 47.6350, -122.3330),                               -- Seattle
      located("vegan ramen within 2 miles", 40.7359, -73.9911, vegan),   -- New York
      located("gluten free pizza", 41.9000, -87.6600, gluten_free),      -- Chicago
      located("vegetarian indian within 3 km", 37.7680, -122.4330, vegetarian), -- San Francisco
      located("cheap tacos", 30.2750, -97.7400),                         -- Austin
      located("pho near me", 34.0736, -118.2900),                        -- Los Angeles
      located("vegan brunch", 40.6840, -73.9600, vegan),                 -- Brooklyn
      located("falafel", 39.7420, -104.9800),                            -- Denver
      located("noodle soup nearby", 37.8100, -122.2650),                 -- Oakland
   },
   city = {
      plain("ramen in Seattle"),
      plain("vegan brunch in Portland", vegan),
      plain("bbq in Austin"),
      plain("thai in Chicago", vegetarian),
      plain("gluten free bakery in San Francisco", gluten_free),
      plain("vegan pizza in Brooklyn", vegan),
      plain("sushi in Los Angeles"),
      plain("vegetarian indian in Denver", vegetarian),
      plain("tacos in Pasadena"),
      "NAMED",
   },
   nationwide = {
      plain("vegan"),
   },
}

-- Words of the distinct set: the located ten and thirty more.
local distinct_words = {
   "vegan near me", "thai", "vegan ramen within 2 miles", "gluten free pizza",
   "vegetarian indian within 3 km", "cheap tacos", "pho near me", "vegan brunch",
   "falafel", "noodle soup nearby", "sushi", "burgers", "vegan pizza", "coffee",
   "bakery", "korean bbq", "ethiopian", "mediterranean", "vegan tacos within 1 mile",
   "dim sum", "vegetarian", "halal", "kosher deli", "gluten free bakery", "ramen",
   "curry", "salad", "vegan ice cream", "bbq", "italian", "mexican", "dumplings",
   "vegan burger near me", "poke", "bagels", "chinese", "greek", "pad thai",
   "smoothies", "upscale vegetarian",
}
local distinct_profiles = { false, vegan, vegetarian, gluten_free }

local vary = false
local distinct = false
local mode = os.getenv("DIETFIT_LOAD_MODE") or "rich"
local accept_encoding = os.getenv("DIETFIT_LOAD_ACCEPT_ENCODING")

local function search_headers()
   local headers = json_headers()
   headers["X-Service-Mode"] = mode
   if accept_encoding and accept_encoding ~= "" then
      headers["Accept-Encoding"] = accept_encoding
   end
   return headers
end

function init(args)
   local which = os.getenv("DIETFIT_LOAD_SEARCH") or "located"
   if mode ~= "fast" and mode ~= "rich" then
      error("DIETFIT_LOAD_MODE must be fast or rich, not " .. mode)
   end
   if which == "distinct" then
      distinct = true
      which = "located"
      math.randomseed(os.time() + math.floor(os.clock() * 1e6))
   end
   if which == "varied" then
      vary = true
      which = "located"
      -- Each thread (its own Lua state) seeds from the clock it starts at.
      math.randomseed(os.time() + math.floor(os.clock() * 1e6))
   end
   local bodies = sets[which]
   if not bodies then
      error("DIETFIT_LOAD_SEARCH must be located, city or nationwide, not " .. which)
   end
   prepared = {}
   for _, body in ipairs(bodies) do
      if body == "NAMED" then
         local named = os.getenv("DIETFIT_LOAD_NAMED")
         if not named or named == "" then
            error("the city set needs DIETFIT_LOAD_NAMED (a restaurant name and its city)")
         end
         body = plain(named)
      end
      table.insert(prepared, wrk.format("POST", "/v1/search", search_headers(), body))
   end
end

local next_varied = 0

local function distinct_request()
   local q = located_queries[math.random(#located_queries)]
   local words = distinct_words[math.random(#distinct_words)]
   local profile = distinct_profiles[math.random(#distinct_profiles)] or nil
   local lat = q.lat + (math.random() - 0.5) * 0.036
   local lng = q.lng + (math.random() - 0.5) * 0.048
   return wrk.format("POST", "/v1/search", search_headers(), located_body(words, lat, lng, profile))
end

-- Replaces common.lua's round robin for the varied set: each request at
-- its own point within about 2 km of the query's metro centre.
local function varied_request()
   next_varied = next_varied % #located_queries + 1
   local q = located_queries[next_varied]
   local lat = q.lat + (math.random() - 0.5) * 0.036
   local lng = q.lng + (math.random() - 0.5) * 0.048
   return wrk.format("POST", "/v1/search", search_headers(), located_body(q.query, lat, lng, q.profile))
end
