import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
sys.path.insert(0, str(Path(__file__).parents[1] / "converter"))
sys.path.insert(0, str(Path(__file__).parents[1] / "stubs"))
