"""The request and response models of the API contract, one module per area (``api/contract.py``)."""
