# Precompiled third-party headers. Beast, Asio, CLI11, spdlog and nlohmann-json cost 2 to 7 s of
# parsing in every translation unit that includes them, more than most of our files take to
# compile; the server, CLI and load generator libraries parse them once per build instead
# (docs/contributing.md, "Build and test"). Only system headers go in: ours change too often.
# Not the test targets: with GoogleTest precompiled, g++ 12 at -O3 reports false -Warray-bounds
# positives inside std::string in some tests (the inlining changes), and -Werror stops the build.
option(RENJU_PCH "Precompile the heavy third-party headers" ON)

function(renju_precompile target)
  if(RENJU_PCH)
    target_precompile_headers(${target} PRIVATE ${ARGN})
  endif()
endfunction()

set(RENJU_PCH_ASIO <boost/asio/io_context.hpp> <boost/asio/steady_timer.hpp>
  <boost/asio/strand.hpp> <boost/asio/ip/tcp.hpp> <boost/asio/co_spawn.hpp>
  <boost/asio/use_awaitable.hpp> <boost/asio/as_tuple.hpp> <boost/asio/detached.hpp>
  <boost/asio/post.hpp>)
set(RENJU_PCH_BEAST ${RENJU_PCH_ASIO} <boost/beast/core.hpp> <boost/beast/http.hpp>
  <boost/beast/websocket.hpp>)
