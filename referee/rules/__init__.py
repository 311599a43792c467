"""The rules as data: the spec files loaded into an immutable Rules object, with its road graph."""

from .board import Board, slugify
from .loader import DEFAULT_GAME, banner_problem, load_rules, resolve_variant, spec_root, variant_files
from .model import Region, Rules, Ruling, Variant

__all__ = ["Board", "DEFAULT_GAME", "Region", "Rules", "Ruling", "Variant", "banner_problem", "load_rules",
           "resolve_variant", "slugify", "spec_root", "variant_files"]
