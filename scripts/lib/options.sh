# Shared by the measuring scripts (sourced, not run): their "--name value" options.
#
# parse_options SCRIPT "NAMES" "FLAGS" "$@": for each "--name value" whose name is one of NAMES
# (space-separated; a dash in an option is an underscore in its variable), sets that variable,
# which holds its default already; each of FLAGS ("--keep") takes no value and sets its variable
# to 1. When NAMES holds "--", a "--" ends the options and puts the rest in the array `extra`.
# Anything else stops the script with exit status 2, naming SCRIPT.
parse_options() {
  local script="$1" names=" $2 " flags=" $3 "
  shift 3
  extra=()
  while (($#)); do
    local option="$1" name="${1#--}"
    name="${name//-/_}"
    if [[ "$option" == "--" && "$names" == *" -- "* ]]; then
      shift
      extra=("$@")
      return
    elif [[ "$option" == --?* && "$flags" == *" $name "* ]]; then
      printf -v "$name" 1
      shift
    elif [[ "$option" == --?* && "$names" == *" $name "* && $# -ge 2 ]]; then
      printf -v "$name" '%s' "$2"
      shift 2
    else
      echo "$script: unknown argument $option" >&2
      exit 2
    fi
  done
}
