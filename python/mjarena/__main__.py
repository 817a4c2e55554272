"""`python3 -m mjarena COMMAND ...`: the mjarena CLI in this Python process, so that a lineup's
`agent: python` entries play (`python3 -m mjarena run LINEUP.yaml`, the same options and outputs as
`./mjarena run`)."""
import sys

from .lineups import main

if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
