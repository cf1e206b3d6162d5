from onnxscribe.entry_path import drop_working_directory

drop_working_directory()  # before anything else is imported (see onnxscribe.entry_path)

from onnxscribe.cli import main  # noqa: E402

raise SystemExit(main())
