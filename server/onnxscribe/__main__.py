from onnxscribe.cli import main

raise SystemExit(main())
