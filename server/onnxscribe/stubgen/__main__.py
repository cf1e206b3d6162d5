import sys

from onnxscribe.stubgen import main

sys.exit(main())
