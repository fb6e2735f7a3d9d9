// libyaml's public header, exposed to Swift as the CYAML module (Debian: libyaml-dev).
#include <yaml.h>
