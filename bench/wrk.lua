-- wrk script for npm run bench: each connection requests the paths listed in the file named by
-- the first script argument in turn, and the run ends with one JSON line of its figures.
local paths = {}
local counter = 0

function init(args)
  for line in io.lines(args[1]) do
    if line ~= "" then paths[#paths + 1] = line end
  end
  counter = math.random(#paths)
end

function request()
  counter = counter % #paths + 1
  return wrk.format("GET", paths[counter])
end

function done(summary, latency, requests)
  local e = summary.errors
  io.write(string.format(
    'WRK_JSON {"requests":%d,"duration_us":%d,"p50_us":%d,"p99_us":%d,' ..
    '"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d}\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(99),
    e.connect, e.read, e.write, e.status, e.timeout))
end
