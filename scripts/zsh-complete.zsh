# Types a command line and a Tab into an interactive zsh on a pseudo-terminal, with the
# completion functions of FPATH_DIR and the tagless of BIN_DIR, and prints what zsh showed (the
# line as completed, and any list of candidates). Used by scripts/install-test.sh.
# Usage: zsh -f scripts/zsh-complete.zsh FPATH_DIR BIN_DIR 'tagless --via '
zmodload zsh/zpty || exit 1
fpath_dir=$1 bin_dir=$2 line=$3
zpty session 'TERM=dumb zsh -f -i'
zpty -w session "PS1='READY> '; fpath=(${(q)fpath_dir} \$fpath); path=(${(q)bin_dir} \$path); \
autoload -Uz compinit; compinit -u -D; unsetopt beep"
# The prompt of the first line, then of the set-up line.
zpty -r -m -t session out '*READY> ' || sleep 1
zpty -r -m session out '*READY> '
zpty -w -n session "$line"$'\t'
# zsh answers within a moment (on a loaded machine, several): read what it wrote until it has
# been quiet for a second, waiting up to 10 seconds for the first of it.
shown=""
for attempt in {1..10}; do
  sleep 1
  while zpty -r -t session chunk; do shown+=$chunk; done
  [[ -n $shown ]] && break
done
zpty -d session
print -r -- "$shown"
