// Boost.URL's compiled part, built here once: Debian's libboost1.81-dev ships its headers but
// not the library (that is libboost-url1.81-dev), and the server needs only its decoding.
#include <boost/url/src.hpp>
